/** Wire shapes of the offline-store flow (SPEC 3.8): names follow the spec's records. */

export interface Store {
  Id: string;
  Name: string;
  Region__c: string;
  Address__c: string;
  Phone__c: string;
  BusinessHours__c: string;
  /** Position in WGS84 degrees (issue 25), null when unknown. */
  Latitude__c: number | null;
  Longitude__c: number | null;
}

export interface CampaignProductRecord {
  Id: string;
  Product__c: string;
  SortOrder__c: number;
  Product__r: {
    Id: string;
    Name: string;
    ThumbnailImageUrl__c: string;
    Species__c: string;
  };
}
