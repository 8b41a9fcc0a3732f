import { Box, type SxProps, type Theme } from '@mui/material';

const INK = '#0b3d5c';
const CANOPY = '#f26b1d';

/** A pilot standing in the rain beside his collapsed wing, head down: the error pages' illustration. */
export function SadMan({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 240 210"
      role="img"
      aria-label="A sad pilot standing in the rain next to his collapsed wing"
      sx={{ display: 'block', width: 260, maxWidth: '100%', height: 'auto', mx: 'auto', ...sx }}
    >
      <g fill="none" stroke={INK} strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        <path
          d="M72 30 a10 10 0 0 1 3 -19 a14 14 0 0 1 26 -4 a11 11 0 0 1 20 9 a9 9 0 0 1 -3 14 Z"
          fill="#dfe7ee"
          strokeWidth="2.5"
        />
        <path
          d="M80 38 l-2 6 M95 39 l-2 6 M110 38 l-2 6 M87 50 l-2 5 M103 50 l-2 5"
          stroke="#6b9bc3"
          strokeWidth="2.5"
        />

        <path d="M16 199 H230" stroke="#b9c7d2" strokeWidth="2.5" />

        <path
          d="M138 199 C135 187 146 178 159 182 C165 169 182 167 190 178 C199 170 215 174 220 186 C226 190 226 196 222 199 Z"
          fill={CANOPY}
          stroke="#a8480f"
          strokeWidth="2.5"
        />
        <path
          d="M159 182 C163 188 164 193 161 199 M190 178 C187 186 189 193 194 199 M174 172 C172 180 175 188 178 199"
          stroke="#a8480f"
          strokeWidth="2"
        />
        <path
          d="M113 134 Q134 170 150 186 M113 134 Q142 158 168 179 M113 134 Q150 150 188 177 M113 134 Q160 146 206 180"
          strokeWidth="1.4"
          stroke="#45657d"
        />

        <circle cx="97" cy="78" r="17" fill="#fbe3cf" />
        <path d="M79 74 A18 18 0 0 1 115 74 Z" fill="#1e6fa8" />
        <path d="M86 82 l6 -3 M108 82 l-6 -3" strokeWidth="2.5" />
        <path d="M90 86 v0.5 M104 86 v0.5" strokeWidth="3.5" />
        <path d="M90 94 Q97 89 104 94" strokeWidth="2.5" />
        <path d="M107 88 q2 4 0 6 q-2 -2 0 -6" fill="#6b9bc3" stroke="#6b9bc3" strokeWidth="1.2" />

        <path d="M97 95 C99 111 100 126 100 144" />
        <path d="M98 104 C88 114 84 126 83 140" />
        <path d="M99 104 C108 114 112 123 113 134" />
        <path d="M100 144 L92 197 L83 198 M100 144 L108 197 L117 198" />
      </g>
    </Box>
  );
}
