import type { AddressValue } from '#app/ui/postcode/AddressFields';

/** What the profile form shows and edits (the address as the postcode fields hold it). */
export interface ProfileView extends AddressValue {
  email: string;
  name: string;
  mobile: string;
  hasPassword: boolean;
}

/** A member's profile as the account pages read it. */
export interface Profile extends ProfileView {
  id: string;
  kakaoLinked: boolean;
  createdAt: string;
}
