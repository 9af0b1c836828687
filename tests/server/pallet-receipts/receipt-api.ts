import type {
  PalletReceipt,
  PalletReceiptInput,
  ReceiptLine,
} from '../../../src/domain/pallet-receipts/pallet-receipt.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { pngDataUrl, pngImage } from './png-image.ts';

export type Choice = Pick<ReceiptLine, 'productId' | 'treatmentId' | 'qualityId'>;

/** A signature as the tablet's pad draws it: a small PNG data URL. */
export const drawnSignature = pngDataUrl(pngImage(300, 120));

export async function locationIdOf(t: TestApp, name: string): Promise<number> {
  const row = await t.app.db
    .selectFrom('locations')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Product choices the location carries, in a fixed order. */
export async function carriedChoices(t: TestApp, locationId: number, count: number): Promise<Choice[]> {
  return t.app.db
    .selectFrom('locationProducts as lp')
    .innerJoin('productChoices as c', 'c.id', 'lp.productChoiceId')
    .select(['c.productId', 'c.treatmentId', 'c.qualityId'])
    .where('lp.locationId', '=', locationId)
    .orderBy('c.id')
    .limit(count)
    .execute();
}

/** A product choice of the catalogue that the location does not carry. */
export async function choiceNotCarried(t: TestApp, locationId: number): Promise<Choice> {
  return t.app.db
    .selectFrom('productChoices as c')
    .select(['c.productId', 'c.treatmentId', 'c.qualityId'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('locationProducts as lp')
            .select('lp.locationId')
            .whereRef('lp.productChoiceId', '=', 'c.id')
            .where('lp.locationId', '=', locationId),
        ),
      ),
    )
    .orderBy('c.id')
    .executeTakeFirstOrThrow();
}

/** A plain receipt of the given lines, signed by a driver. */
export function receiptBody(
  locationId: number | null,
  lines: PalletReceiptInput['lines'],
  overrides: Partial<PalletReceiptInput> = {},
): PalletReceiptInput {
  return {
    variant: 'plain',
    locationId,
    lines,
    signature: { signerName: 'Øystein Sjåfør', signerRole: 'driver', image: drawnSignature },
    note: null,
    ...overrides,
  };
}

export function postReceipt(t: TestApp, login: string, body: unknown) {
  return t.callAs<PalletReceipt>(login, 'POST', 'palletReceipt', { body });
}

/** A receipt's balance movements, straight from the table. */
export function receiptMovements(t: TestApp, receiptId: number) {
  return t.app.db
    .selectFrom('balanceMovements')
    .select(['locationId', 'kind', 'productId', 'treatmentId', 'qualityId', 'quantity', 'createdBy'])
    .where('palletReceiptId', '=', receiptId)
    .orderBy('id')
    .execute();
}

/** The location's balance of a product choice: the sum of its movements. */
export async function balanceOf(t: TestApp, locationId: number, choice: Choice): Promise<number> {
  const row = await t.app.db
    .selectFrom('balanceMovements')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('balance'))
    .where('locationId', '=', locationId)
    .where('productId', '=', choice.productId)
    .where('treatmentId', '=', choice.treatmentId)
    .where('qualityId', '=', choice.qualityId)
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

/** How many rows receipts have written: receipts, their lines and all balance movements. */
export async function receiptRows(t: TestApp) {
  const count = async (table: 'palletReceipts' | 'palletReceiptLines' | 'balanceMovements') => {
    const row = await t.app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    receipts: await count('palletReceipts'),
    lines: await count('palletReceiptLines'),
    movements: await count('balanceMovements'),
  };
}
