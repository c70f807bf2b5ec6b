import {
  AtSign,
  CreditCard,
  ShieldCheck,
  SlidersHorizontal,
  UserRound,
  type LucideIcon,
} from "lucide-react";
import { PAYMENTS_SETTINGS_PATH } from "@/lib/credits/checkout-outcome";

export interface SettingsSection {
  href: string;
  label: string;
  description: string;
  icon: LucideIcon;
}

/** The settings pages that exist, in the order the navigation and the index list them. */
export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  {
    href: "/settings/profile",
    label: "Profile",
    description: "Your name, and the e-mail address you sign in with.",
    icon: UserRound,
  },
  {
    href: "/settings/username",
    label: "Username",
    description: "Your @username and the address of your public profile.",
    icon: AtSign,
  },
  {
    href: "/settings/plan-customization",
    label: "Plan customization",
    description: "Default sections, branding, diagram and estimate settings for your plans.",
    icon: SlidersHorizontal,
  },
  {
    href: PAYMENTS_SETTINGS_PATH,
    label: "Payments",
    description: "Your credits, credit packs, payment history with receipts, and credit history.",
    icon: CreditCard,
  },
  {
    href: "/settings/security",
    label: "Security",
    description: "Change your password, or delete your account.",
    icon: ShieldCheck,
  },
];
