export interface Alpha {
  name: string;
}
