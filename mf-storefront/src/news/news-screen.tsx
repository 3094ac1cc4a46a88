import { Page } from '@club/web-kit/page/page.tsx';
import { Carousel, type CarouselSlide } from '../carousel/carousel.tsx';
import { newsLinks, newsTexts } from './news-links.ts';
import './news.css';

const slides: CarouselSlide[] = newsLinks.map((news) => ({
  id: news.id,
  content: (
    <a
      className={`sf-news__card sf-news__card--${news.tone}`}
      href={news.url}
      target="_blank"
      rel="noopener noreferrer"
    >
      <span className="sf-news__source">{news.source}</span>
      <span className="sf-news__title">{news.title}</span>
      <span className="sf-news__summary">{news.summary}</span>
      <span className="sf-news__read">
        {newsTexts.read(news.source)}
        <span aria-hidden="true"> ↗</span>
        <span className="visually-hidden"> {newsTexts.newTab}</span>
      </span>
    </a>
  ),
}));

export function NewsScreen() {
  return (
    <Page className="sf-news" title={newsTexts.title} titleClassName="page-title">
      <p className="sf-news__intro">{newsTexts.intro}</p>
      <Carousel slides={slides} label={newsTexts.carouselLabel} />
    </Page>
  );
}
