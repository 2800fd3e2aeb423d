export { DataList, toOrdering, toSortModel, type DataListProps, type ListResult } from './data-list.tsx';
export { useListParams, type ListParams } from './use-list-params.ts';
export { usePageQuery } from './use-page-query.ts';
export { SearchField } from './search-field.tsx';
export { PAGE_SIZE, DEFAULT_ORDERING, type Page, type ListQuery } from './types.ts';
export { useGridLocaleText } from './grid-locale.ts';
