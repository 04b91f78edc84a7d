/** An ILIKE pattern matching values that contain `text` literally (its % _ \ escaped). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
