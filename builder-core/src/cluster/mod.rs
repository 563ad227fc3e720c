//! `check --cluster`: Spark's pods taken through the namespace's admission chain and onto its
//! nodes, with each finding traced to the conf key that made the field. Kubernetes' own rules
//! (the plugins and the scheduler) are `sparkpods_kube::cluster`.

pub mod check;
