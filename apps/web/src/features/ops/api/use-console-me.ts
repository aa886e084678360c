import { useMe } from './get-me';
import { useStaffToken } from './staff-token';

/** Who is signed in to the console (role, and a merchant user's merchant). */
export const useConsoleMe = () => useMe(useStaffToken());
