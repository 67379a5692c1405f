/** The shape of a catalog with any strings as values: en and de must have exactly sq's keys. */
export type Translation<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
