// The API tables served by scripts/apiTable/apiTablesPlugin.ts (Storybook's Vite config).
declare module 'virtual:api-table/*' {
  import type { ApiRow } from '../../../scripts/apiTable/readApiTables';

  const rows: readonly ApiRow[];
  export default rows;
}
