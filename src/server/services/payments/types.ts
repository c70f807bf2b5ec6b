/** The payments service's public shapes (Stripe Checkout purchases of credit packs). */
import type { PaymentStatus } from "@/lib/credits/credit-rules";

/** A payment as the owner's history (and the admin list) shows it. */
export interface PaymentRecord {
  id: string;
  userId: string | null;
  packId: string;
  credits: number;
  amountCents: number;
  /** ISO 4217, lower-case as Stripe sends it. */
  currency: string;
  status: PaymentStatus;
  receiptUrl: string | null;
  refundedCents: number;
  creditsRevoked: number;
  /** Credits a refund or dispute should have taken back but that had been spent already. */
  creditShortfall: number;
  disputedAt: Date | null;
  createdAt: Date;
}

/** What the checkout return (success URL) found. */
export type CheckoutReturnOutcome =
  { status: "fulfilled"; credits: number } | { status: "pending" } | { status: "not_paid" };
