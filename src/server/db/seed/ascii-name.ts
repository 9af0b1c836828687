const nordicLetters: Record<string, string> = { æ: 'ae', ø: 'o', å: 'a', ä: 'a', ö: 'o', ü: 'u', é: 'e' };

/** Lower-case ASCII words of a name, for login names and e-mail addresses: "Søren Møller" → soren, moller. */
export function asciiWords(name: string): string[] {
  return name
    .toLowerCase()
    .replace(/[æøåäöüé]/g, (letter) => nordicLetters[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

/** first.last of a person's name. */
export function personHandle(name: string): string {
  const words = asciiWords(name);
  const first = words[0] ?? 'user';
  const last = words.length > 1 ? words.at(-1) : undefined;
  return last ? `${first}.${last}` : first;
}
