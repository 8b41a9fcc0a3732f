import CasinoOutlinedIcon from '@mui/icons-material/CasinoOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import { Box, Button, Menu, MenuItem } from '@mui/material';
import type { ColorPreset } from '@windfamily/contract/colorpicker';
import { useId, useState } from 'react';

interface PickerToolbarProps {
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  presets: ColorPreset[];
  /** A preset, or null for the model's standard colours. */
  onPreset: (preset: ColorPreset | null) => void;
  onRandom: () => void;
}

/** Undo and redo (also Ctrl+Z and Ctrl+Shift+Z), a start from a preset, a random combination. */
export function PickerToolbar({
  canUndo,
  canRedo,
  onUndo,
  onRedo,
  presets,
  onPreset,
  onRandom,
}: PickerToolbarProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const choose = (preset: ColorPreset | null) => {
    setAnchor(null);
    onPreset(preset);
  };
  return (
    <Box
      role="group"
      aria-label="Design tools"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
    >
      <Button
        variant="outlined"
        startIcon={<UndoIcon />}
        onClick={onUndo}
        disabled={!canUndo}
        aria-keyshortcuts="Control+Z"
      >
        Undo
      </Button>
      <Button
        variant="outlined"
        startIcon={<RedoIcon />}
        onClick={onRedo}
        disabled={!canRedo}
        aria-keyshortcuts="Control+Shift+Z"
      >
        Redo
      </Button>
      <Button
        id={buttonId}
        variant="outlined"
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Start from a preset
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        <MenuItem onClick={() => choose(null)}>Standard colours</MenuItem>
        {presets.map((preset) => (
          <MenuItem key={preset.slug} onClick={() => choose(preset)}>
            {preset.name}
          </MenuItem>
        ))}
      </Menu>
      <Button
        variant="outlined"
        color="secondary"
        startIcon={<CasinoOutlinedIcon />}
        onClick={onRandom}
      >
        Random colours
      </Button>
    </Box>
  );
}
