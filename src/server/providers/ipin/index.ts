/** i-PIN: same popup protocol as ../pass (identityAuthUrl with provider 'ipin'); env IPIN_SITE_CODE. */
export { identityAuthUrl } from '../pass'
