// Business constants of seed-spec section 9.
export const REDIRECT_AFTER_ADMIN_LOGIN_MS = 2600;
export const REDIRECT_AFTER_ASESSOR_LOGIN_MS = 1000;
export const REDIRECT_AFTER_LOGOUT_MS = 1000;
export const REDIRECT_AFTER_LAST_SUBTEST_MS = 3000;
export const LOGIN_TOAST_MS = 2500;
export const ASESMEN_TOAST_MS = 3000;
export const DEFAULT_TOAST_MS = 5000;
