/** Bespoke purchasing screens; purchasing documents use the generic document screens. */
export { default as HistoryHB } from './HistoryHB';
export { default as ListItemRB } from './ListItemRB';
