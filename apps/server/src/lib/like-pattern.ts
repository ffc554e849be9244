/** A LIKE / ILIKE pattern matching text that contains `text`, its wildcards and escape character taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
