/** Names as a sentence says them: 'Hampton', 'Hampton and Norfolk', 'Hampton, Newport News and Norfolk'. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
