import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, InputAdornment, TextField } from '@mui/material';
import { useBasename } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { destinations, findDestinations, type Destination } from '../destinations';

/** 'Search for functionality...': finds a page or an action of the area by name and goes there. */
export function FunctionSearch({ options = destinations }: { options?: readonly Destination[] }) {
  const navigate = useNavigate();
  const basename = useBasename();
  return (
    <Autocomplete<Destination>
      options={[...options]}
      groupBy={(d) => d.group}
      getOptionLabel={(d) => d.label}
      filterOptions={(options, { inputValue }) => findDestinations(inputValue, options)}
      onChange={(_event, destination) => {
        if (destination) navigate(`${basename}${destination.path}`);
      }}
      blurOnSelect
      clearOnBlur
      sx={{ width: { xs: '100%', sm: 420 } }}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          placeholder="Search for functionality..."
          inputProps={{
            ...params.inputProps,
            'aria-label': 'Search for functionality',
            'data-testid': 'function-search',
          }}
          InputProps={{
            ...params.InputProps,
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          }}
        />
      )}
    />
  );
}
