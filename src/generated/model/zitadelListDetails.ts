
export interface ZitadelListDetails {
  totalResult?: string;
  processedSequence?: string;
  viewTimestamp?: string;
}
