// SPEC §9: reference cookie (renRef) max age, 180 days in seconds.
export const REN_REF_COOKIE_MAX_AGE_S = 15_552_000;

// SPEC §9: device-output cookie max age, one day in seconds.
export const DEVICE_OUTPUT_COOKIE_MAX_AGE_S = 86_400;
