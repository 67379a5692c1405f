/** What a database snapshot tells the backup besides its file: for the manifest and the photo copy. */
export type DatabaseSnapshot = {
  migrations: number;
  tables: Record<string, number>;
  photoUrls: string[];
};
