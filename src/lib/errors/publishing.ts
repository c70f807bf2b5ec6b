/**
 * Texts of sharing and public pages: publishing, the Share dialog, profiles, listings.
 * User-facing texts are named once: the UI, the REST adapters and the tests import them from here.
 */

/**
 * Sharing and publishing: slug rules, the publishing service's refusals and notifications
 * (owned by the publishing core). Other parts of the feature have their own objects below.
 */
export const PUBLISHING_TEXT = {
  slug: {
    empty: "Enter an address for the public page.",
    tooShort: "The address must be at least 3 characters.",
    tooLong: "The address must be at most 60 characters.",
    invalidCharacters: "Use only lowercase letters, digits and hyphens.",
    edgeHyphen: "The address cannot start or end with a hyphen.",
    reserved: "This address is reserved. Choose another one.",
    taken: "You already use this address for another plan.",
    // /{username}/p/{slug} still leads to a plan of the username's previous owner (issue 23).
    oldAddress:
      "This address still leads to a plan of this username's previous owner. Choose another one.",
  },
  usernameRequired:
    "Choose a username first: public plans live at your profile address (Settings → Username).",
  notShared: "This plan is not shared. Publish it first.",
  /** Notifications of the owner (the bell). */
  notification: {
    publishedTitle: "Plan published",
    published: (title: string, visibility: "unlisted" | "public") =>
      visibility === "public"
        ? `“${title}” is public on your profile.`
        : `“${title}” can be read by anyone with its link.`,
    updatedTitle: "Public version updated",
    updated: (title: string) => `Visitors of “${title}” now see the current version.`,
    unpublishedTitle: "Plan unpublished",
    unpublished: (title: string) => `“${title}” is private again; its shared addresses are gone.`,
    manyPublishedTitle: (count: number) => `${count} plans shared`,
    manyPublished: (count: number) => `${count} plans can be read by anyone with their links.`,
    manyUpdatedTitle: (count: number) => `${count} public versions updated`,
    manyUpdated: (count: number) => `Visitors of ${count} plans now see their current versions.`,
    manyUnpublishedTitle: (count: number) => `${count} plans unpublished`,
    manyUnpublished: (count: number) =>
      `${count} plans are private again; their shared addresses are gone.`,
  },
  /** The plans list's bulk actions (/all-projects). */
  bulk: {
    published: (subject: string) => `${subject} shared`,
    publishedHint: "Private plans got an unlisted link; shared plans were updated.",
    updated: (subject: string) => `${subject} updated`,
    nothingToUpdate: "None of these plans is shared: there was nothing to update.",
    unpublished: (subject: string) => `${subject} unpublished`,
    nothingToUnpublish: "None of these plans was shared.",
    publishFailed: "The plans could not be shared. Please try again.",
    updateFailed: "The public versions could not be updated. Please try again.",
    unpublishFailed: "The plans could not be unpublished. Please try again.",
    menu: "Sharing",
    share: "Share with a link",
    update: "Update public versions",
    unpublish: "Unpublish",
    confirmUnpublishTitle: (subject: string) => `Unpublish ${subject}?`,
    confirmUnpublishOne:
      "Its public page and its link stop working at once. The plan itself stays, and you can share it again later.",
    confirmUnpublishMany:
      "Their public pages and links stop working at once. The plans themselves stay, and you can share them again later.",
    confirmUnpublish: (count: number) => (count === 1 ? "Unpublish" : `Unpublish ${count} plans`),
  },
} as const;

/** The Share dialog and the publishing controls of the plan page and the plans list. */
export const SHARE_TEXT = {
  button: "Share",
  title: "Share this plan",
  description: "Choose who can open this plan. Visitors always see the version you publish.",
  loading: "Loading sharing settings…",
  loadFailed: "Sharing settings could not be loaded.",
  retry: "Try again",
  visibilityLegend: "Who can see this plan",
  visibility: {
    private: { label: "Private", hint: "Only you can open this plan." },
    unlisted: {
      label: "Anyone with the link",
      hint: "Not listed anywhere; people need the link to open it.",
    },
    public: { label: "Public", hint: "Also listed on your profile and found by search engines." },
  },
  slugLabel: "Page address",
  slugHint: "Lowercase letters, digits and hyphens.",
  slugChecking: "Checking…",
  slugAvailable: "This address is free.",
  slugCurrent: "This is the page's current address.",
  slugCheckFailed: "The address could not be checked.",
  slugSuggestions: "Free addresses:",
  usernameNeeded: "Public plans live at your profile address, so choose a username first.",
  chooseUsername: "Choose a username",
  estimateSwitch: "Show the estimate on the public page",
  estimateAmount: "Amount",
  estimateCurrency: "Currency",
  estimateNote: "Note",
  estimateNotePlaceholder: "For example: fixed price, 50% up front",
  estimateInvalid: "Enter an amount such as 4500 or 4500.50.",
  publish: "Publish",
  save: "Save",
  makePrivate: "Make private",
  published: "Plan published",
  saved: "Sharing settings saved",
  publishFailed: "The plan could not be published. Try again.",
  preparingDiagrams: (done: number, total: number) => `Preparing diagrams ${done} of ${total}`,
  publicLinkLabel: "Public page",
  unlistedLinkLabel: "Link for anyone",
  copyLink: "Copy link",
  copyPublicLink: "Copy public page link",
  copyUnlistedLink: "Copy link for anyone",
  linkCopied: "Link copied",
  copyFailed: "The link could not be copied. Select it and copy it yourself.",
  regenerate: "Regenerate link",
  regenerateTitle: "Regenerate the link?",
  regenerateDescription:
    "A new link replaces this one. The old link stops working at once, for everyone you sent it to.",
  regenerateConfirm: "Regenerate",
  regenerated: "New link created; the old one no longer works",
  regenerateFailed: "The link could not be regenerated. Try again.",
  unpublish: "Unpublish",
  unpublishTitle: "Unpublish this plan?",
  unpublishDescription:
    "The public page and the link for anyone stop working at once. You can share the plan again later.",
  unpublishConfirm: "Unpublish",
  unpublished: "The plan is private again",
  unpublishFailed: "The plan could not be unpublished. Try again.",
  cancel: "Cancel",
  viewsHeading: "Views",
  views: { total: "Total", today: "Today", last30Days: "Last 30 days" },
  unpublishedChanges: "Unpublished changes",
  unpublishedChangesHint: "Visitors still see the version you published last.",
  updatePublicVersion: "Update public version",
  updated: "Public version updated",
  updateFailed: "The public version could not be updated. Try again.",
  sharedBadge: { unlisted: "Shared by link", public: "Public" },
} as const;

/** Public profile and plan pages (no sign-in). */
export const PUBLIC_PAGE_TEXT = {
  /** The Open Graph picture of a plan whose title has no character the picture's font draws. */
  ogUntitled: "A project plan",
  /** Shown for an author with neither a full name nor a username (never the e-mail). */
  anonymousAuthor: "A Plansmith user",
  makeYourOwn: "Make your own plan",
  makeYourOwnPitch: "Plansmith turns an idea into a client-ready project plan in minutes.",
  contents: "Contents",
  publishedOn: "Published",
  updatedOn: "Updated",
  by: "By",
  estimate: "Estimate",
  publicPlans: "Public plans",
  noPublicPlans: "No public plans yet.",
  avatarAlt: (name: string) => `${name}'s avatar`,
  logoAlt: (brand: string) => `${brand} logo`,
  /** A Markdown image is never loaded from its address; the page links to it instead. */
  imageLink: (alt: string) => (alt.trim() ? `Image: ${alt.trim()}` : "Image"),
  diagramAlt: (position: number, kind: string, sectionTitle: string) =>
    `Diagram ${position} (${kind}) in "${sectionTitle}"`,
  diagramAltDescribed: (title: string, description: string) =>
    description ? `${title}: ${description}` : title,
  footnote: (label: string) => `Footnote ${label}`,
} as const;

/** Views, the public listing APIs, the landing page's featured plans, sitemap and profile bio. */
export const PUBLIC_META_TEXT = {
  /** The owner's notification, at most once per plan and UTC day. */
  planOpened: (title: string) => `Your plan "${title}" was opened`,
  planOpenedBody: "Someone opened its shared page today. The Share dialog shows its views.",
  /** GET /api/plans/public: a bad query. */
  invalidPage: (max: number) => `page must be a whole number from 1 to ${max}.`,
  invalidPageSize: (max: number) => `pageSize must be a whole number from 1 to ${max}.`,
  invalidAuthor: "author must be a username (3–30 letters, digits, underscores or hyphens).",
  /** The landing page's featured plans. */
  featuredEyebrow: "Showcase",
  featuredTitle: "Plans made with Plansmith",
  featuredDescription: "Recently published by people who plan their projects here.",
  featuredBy: (name: string) => `by ${name}`,
  featuredPublished: (date: string) => `Published ${date}`,
  /** Profile bio and avatar (/settings/profile, PUT /api/profile). */
  bioTooLong: (max: number) => `The bio must be at most ${max} characters.`,
  avatarWrongType: "The avatar must be a PNG, JPEG or WebP image.",
  avatarTooLarge: (kilobytes: number) => `The avatar must be ${kilobytes} KB or smaller.`,
  avatarNotFound: "This user has no public avatar.",
  bioLabel: "Bio",
  bioDescription: (max: number) =>
    `A few words about you, shown on your public profile. Up to ${max} characters.`,
  bioCount: (used: number, max: number) => `${used} / ${max}`,
  avatarLabel: "Avatar",
  avatarDescription: (kilobytes: number) =>
    `PNG, JPEG or WebP, up to ${kilobytes} KB. Shown on your public profile and the plans you publish.`,
  avatarAlt: "Your avatar",
  avatarUpload: "Upload avatar",
  avatarReplace: "Replace avatar",
} as const;
