/**
 * The database schema, one `pgTable` per entity. Tables arrive with the issue that first needs
 * them; `npm run db:generate` turns changes here into a SQL migration in `drizzle/`.
 */
export {};
