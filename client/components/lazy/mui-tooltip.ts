// The lazy entry of `HydratedTooltip`: importing MUI's module through this file keeps Tooltip an
// ordinary shared module, which the bundle copies into the dashboard chunks that import it
// directly (vite.config.ts), instead of a chunk of its own that every such page would request.
export { default as Tooltip } from '@mui/material/Tooltip';
