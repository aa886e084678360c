import { t20EnquirySchemas } from '@portal/contract';
import { kindRoutes } from '../bookings/index.ts';
import { t20Kind } from './kind.ts';

/** T20 match-day enquiries (spec 02 §7 legacy family, designed in issue 15): check_bin, POST, GET {id}. */
export const t20Routes = kindRoutes(t20Kind, t20EnquirySchemas);
