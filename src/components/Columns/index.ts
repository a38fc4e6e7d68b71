export { Column, Columns, collapseBelows, columnWidths, type ColumnProps, type ColumnsProps, type ColumnWidth } from './Columns';
