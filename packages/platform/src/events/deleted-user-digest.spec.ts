import { deletedUserDigest } from './deleted-user-digest';

describe('deletedUserDigest', () => {
  const id = '3540f08b-3aab-4020-acf6-6d7e37a5a9cd';

  it("is the hex SHA-256 of the lower-case id (PostgreSQL's sha256() gives the same), in any case of the id", () => {
    expect(deletedUserDigest(id)).toBe('da906ef98dbee3d4b84a8fc9731d9f602aa56b0a219ef542da39daa9e78bd64b');
    expect(deletedUserDigest(id.toUpperCase())).toBe(deletedUserDigest(id));
    expect(deletedUserDigest('3540f08b-3aab-4020-acf6-6d7e37a5a9ce')).not.toBe(deletedUserDigest(id));
  });
});
