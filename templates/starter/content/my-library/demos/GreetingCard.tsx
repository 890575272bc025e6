import * as React from 'react';
import './GreetingCard.css';

const greetings = ['Hello', 'Bonjour', 'Hola', 'Hallo'];

export default function GreetingCard() {
  const [index, setIndex] = React.useState(0);
  return (
    <div className="greeting-card">
      <span className="greeting-card__wave" aria-hidden="true">
        👋
      </span>
      <div>
        <p className="greeting-card__title">{greetings[index]}, reader</p>
        <button
          type="button"
          className="greeting-card__button"
          onClick={() => setIndex((index + 1) % greetings.length)}
        >
          Another language
        </button>
      </div>
    </div>
  );
}
