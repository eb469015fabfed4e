/** One campus (docs/product/presence.md): a centre and a radius in metres. Collection `campuses`, `_id` = campus id. */
export interface CampusDocument {
  _id: string;
  name: string;
  university: string;
  latitude: number;
  longitude: number;
  radius: number;
}

export const CAMPUSES = 'campuses';
/** Ids of the built-in campuses seeded once, so a campus an operator removed stays removed. */
export const CAMPUS_SEEDS = 'campus_seeds';
