import { turfEnquirySchemas } from '@portal/contract';
import { kindRoutes } from '../bookings/index.ts';
import { turfKind } from './kind.ts';

/** Turf enquiries (spec 02 §7 legacy family, designed in issue 15): check_bin, POST, GET {id}. */
export const turfRoutes = kindRoutes(turfKind, turfEnquirySchemas);
