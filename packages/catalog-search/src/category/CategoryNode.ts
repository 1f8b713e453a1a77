/** The category fields the tree helpers read (SPEC §3 "Category"); other fields are kept as they are. */
export interface CategoryNode {
  readonly id: number;
  readonly parent_id?: number | null;
  readonly name: string;
  readonly position?: number;
  readonly level?: number;
  readonly is_active?: boolean;
  readonly url_key?: string | null;
  readonly url_path?: string | null;
  readonly slug?: string | null;
  readonly children_data?: readonly CategoryNode[];
}
