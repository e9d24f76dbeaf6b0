
/**
 * An API endpoint other than Google's default: an absolute `https://` URL (no other scheme, no credentials in it). The backend calls it from inside its network, so it never points at the backend's own network: a loopback, link-local or cloud metadata address is refused — `localhost` and `*.localhost`, 127.0.0.0/8, `::1`, 0.0.0.0, `::`, 169.254.0.0/16 (e.g. 169.254.169.254), fe80::/10, `metadata`, `metadata.google.internal`, 100.100.100.200 and fd00:ec2::254, however the address is written (decimal or hex IPv4 forms, IPv4-mapped IPv6). Not a valid URL: 400 'Please enter a valid URL'; another scheme: 400 'The API endpoint must be an https URL'; a forbidden address: 400 'The API endpoint must not be a loopback, link-local or cloud metadata address'.
 * @minLength 9
 * @maxLength 2000
 * @pattern ^https://[^\s/?#@\\]+(?:[/?#]\S*)?$
 */
export type BigQueryApiEndpoint = string;
