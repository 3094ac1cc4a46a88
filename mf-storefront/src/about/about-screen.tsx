import { clubHistory } from './club-history.ts';
import './about.css';

const logoUrl = new URL('./assets/logo.svg', import.meta.url).href;

export function AboutScreen() {
  return (
    <article className="page sf-about" aria-labelledby="sf-about-title">
      <header className="sf-about__header">
        <img className="sf-about__logo" src={logoUrl} alt={clubHistory.logoAlt} width={120} height={120} />
        <h1 id="sf-about-title" className="page-title sf-about__title">
          {clubHistory.title}
        </h1>
        <p className="sf-about__lead">{clubHistory.lead}</p>
      </header>
      <div className="sf-about__body">
        <div className="sf-about__text">
          {clubHistory.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
          <p className="sf-about__motto">{clubHistory.motto}</p>
        </div>
        <ol className="sf-about__timeline">
          {clubHistory.milestones.map((milestone) => (
            <li key={milestone.year}>
              <span className="sf-about__year">{milestone.year}</span>
              <span>{milestone.text}</span>
            </li>
          ))}
        </ol>
      </div>
    </article>
  );
}
