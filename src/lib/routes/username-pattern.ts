/** Usernames: 3–30 letters, digits, underscores or hyphens (spec section 5). */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const USERNAME_PATTERN_SOURCE = `[A-Za-z0-9_-]{${USERNAME_MIN_LENGTH},${USERNAME_MAX_LENGTH}}`;
export const USERNAME_PATTERN = new RegExp(`^${USERNAME_PATTERN_SOURCE}$`);
