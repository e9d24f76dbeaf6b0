
export type ZitadelGender = typeof ZitadelGender[keyof typeof ZitadelGender];


export const ZitadelGender = {
  GENDER_UNSPECIFIED: 'GENDER_UNSPECIFIED',
  GENDER_FEMALE: 'GENDER_FEMALE',
  GENDER_MALE: 'GENDER_MALE',
  GENDER_DIVERSE: 'GENDER_DIVERSE',
} as const;
