// The engine's weights, read from data/search-ranking.json, which says why each has its value.
import rankingData from '../../data/search-ranking.json';

const weights = rankingData.weights;

export const fieldBoosts = weights.fieldBoosts.value;
export const formWeight = weights.formWeight.value;
export const flagTitleBoost = weights.flagTitleBoost.value;
export const pageWordsWeight = weights.pageWordsWeight.value;
export const stopWordWeight = weights.stopWordWeight.value;
export const pageRankFactor = weights.pageRankFactor.value;
export const contextFactor = weights.contextFactor.value;
export const titleCoverageWeight = weights.titleCoverageWeight.value;
export const titlePhraseWeight = weights.titlePhraseWeight.value;
