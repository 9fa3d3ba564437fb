import { api } from '../../../lib/api';
import type { Dihentikan } from '../../../../contract';

/** Who in the Rutan said no or stopped in the last day (D21). */
export const muatDihentikan = () => api<Dihentikan>('GET', '/api/pemantauan/dihentikan');
