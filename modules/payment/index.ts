export { default as manifest } from './manifest';
