/**
 * Every kind of notification, named once: the services that create them and the bell that shows
 * them agree on these strings. Later issues add their kinds here.
 */
export const NOTIFICATION_KINDS = {
  /** The user brought plans back from the trash. */
  planRestored: "plan_restored",
  /** The trash purge deleted plans that had been in the trash for the retention period. */
  plansPurged: "plans_purged",
} as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[keyof typeof NOTIFICATION_KINDS];
