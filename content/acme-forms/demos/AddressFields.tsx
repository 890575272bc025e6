import * as React from 'react';
import { TextInput } from '@mantine/core';
import './AddressFields.css';

export default function AddressFields() {
  const [postcode, setPostcode] = React.useState('');
  return (
    <div className="address-fields">
      <TextInput
        className="address-fields__wide"
        label="Street"
        placeholder="12 Quay Road"
      />
      <TextInput label="City" placeholder="Rotterdam" />
      <TextInput
        label="Postcode"
        placeholder="3011 AB"
        value={postcode}
        onChange={(event) => setPostcode(event.currentTarget.value)}
      />
      <p className="address-fields__note">
        {postcode
          ? `Deliveries to ${postcode} leave at 07:00.`
          : 'Enter a postcode to see the first delivery run.'}
      </p>
    </div>
  );
}
