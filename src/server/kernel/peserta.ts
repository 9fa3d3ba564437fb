// A record (`peserta`) as several features list it: who it is and its birth data, as the columns of a
// query on `peserta as p` and as the fields of a reply, in the same order.
import { z } from 'zod';

export const KOLOM_IDENTITAS = ['p.id', 'p.registration_no', 'p.name', 'p.age', 'p.place_of_birth', 'p.date_of_birth'] as const;

export const identitasPeserta = {
  id: z.number(),
  registration_no: z.string(),
  name: z.string(),
  age: z.number(),
  place_of_birth: z.string(),
  date_of_birth: z.string(),
};
