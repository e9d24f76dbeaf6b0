/** Identifiers for records the mock backend creates: `<prefix>_<base36 counter><random>`. */
let counter = 0;

export function newId(prefix: string): string {
  counter += 1;
  const random = Math.floor(Math.random() * 36 ** 4)
    .toString(36)
    .padStart(4, '0');
  return `${prefix}_${counter.toString(36)}${random}`;
}
