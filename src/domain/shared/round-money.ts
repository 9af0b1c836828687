/** Half away from zero at the cent, past the binary noise of a product (230.375 × 100 is 23037.4999…). */
export const roundMoney = (value: number) => Math.round(Number((value * 100).toFixed(6))) / 100;
