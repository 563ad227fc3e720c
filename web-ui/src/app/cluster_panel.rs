//! The Cluster tab: a cluster profile pasted or picked, and what its admission chain and nodes
//! do to the previewed pods. Everything past the input is the on-demand module's
//! ([`lazy::load_cluster`], fetched with the first profile of a visit): it reads the profile
//! once per edit of its text, checks the pods on every evaluation and writes the result as
//! escaped HTML ([`crate::cluster_view::to_html`]); size suggestions (a dozen renders) only on
//! request.

use std::rc::Rc;

use sparkpods_kube::cluster::ClusterProfile;
use yew::prelude::*;

use super::{Evaluated, ModuleLoad};
use crate::cluster_view::EXAMPLE_PROFILES;
use crate::lazy;
use crate::state::Action;

#[derive(Properties, PartialEq)]
pub struct ClusterProps {
    pub profile: Rc<str>,
    pub evaluated: Rc<Evaluated>,
    pub dispatch: Callback<Action>,
}

/// A read profile, compared by identity (one per edit of the text).
#[derive(Clone)]
struct ProfileRef(Rc<ClusterProfile>);

impl PartialEq for ProfileRef {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// Load the module, then run `then` (at once when it is there).
fn with_module(load: UseStateHandle<ModuleLoad>, then: impl FnOnce(lazy::Cluster) + 'static) {
    if let Some(c) = lazy::cluster() {
        then(c);
        return;
    }
    load.set(ModuleLoad::Loading);
    wasm_bindgen_futures::spawn_local(async move {
        match lazy::load_cluster().await {
            Ok(()) => {
                load.set(ModuleLoad::Loaded);
                if let Some(c) = lazy::cluster() {
                    then(c);
                }
            }
            Err(e) => load.set(ModuleLoad::Failed(Rc::from(e.to_string()))),
        }
    });
}

#[component]
pub fn ClusterPanel(props: &ClusterProps) -> Html {
    let load = use_state(|| {
        if lazy::cluster().is_some() {
            ModuleLoad::Loaded
        } else {
            ModuleLoad::NotLoaded
        }
    });
    let wanted = !props.profile.trim().is_empty();
    {
        let load = load.clone();
        use_effect_with(wanted, move |wanted| {
            if *wanted && *load == ModuleLoad::NotLoaded {
                with_module(load, |_| {});
            }
        });
    }
    let loaded = *load == ModuleLoad::Loaded;
    let profile = use_memo((props.profile.clone(), loaded), |(text, loaded)| {
        let cluster = lazy::cluster().filter(|_| *loaded && !text.trim().is_empty())?;
        Some((cluster.read)(text).map(ProfileRef))
    });
    let current = match &*profile {
        Some(Ok(p)) => Some(p.clone()),
        _ => None,
    };
    let view = use_memo((props.evaluated.clone(), current.clone()), |(e, p)| {
        let (cluster, ProfileRef(profile)) = (lazy::cluster()?, p.as_ref()?);
        let t0 = super::browser::now_ms();
        let html = (cluster.view_html)(&e.preview, profile).map(AttrValue::from);
        super::browser::publish_metric("clusterMs", super::browser::now_ms() - t0);
        html
    });
    let suggestions = use_state(|| None::<AttrValue>);
    {
        let suggestions = suggestions.clone();
        use_effect_with(view.clone(), move |_| suggestions.set(None));
    }
    let suggest = {
        let suggestions = suggestions.clone();
        let evaluated = props.evaluated.clone();
        Callback::from(move |_| {
            let html = lazy::cluster()
                .zip(current.as_ref())
                .map(|(c, ProfileRef(p))| (c.suggestions_html)(&evaluated.preview, p))
                .unwrap_or_default();
            suggestions.set(Some(AttrValue::from(html)));
        })
    };
    let oninput = props.dispatch.reform(|e: InputEvent| {
        Action::SetClusterProfile(
            e.target_dyn_into::<web_sys::HtmlTextAreaElement>()
                .map(|t| t.value())
                .unwrap_or_default(),
        )
    });
    let onpick = {
        let (dispatch, load) = (props.dispatch.clone(), load.clone());
        Callback::from(move |e: Event| {
            let id = e
                .target_dyn_into::<web_sys::HtmlSelectElement>()
                .map(|s| s.value())
                .unwrap_or_default();
            let dispatch = dispatch.clone();
            with_module(load.clone(), move |c| {
                let text = (c.example)(&id).unwrap_or_default();
                dispatch.emit(Action::SetClusterProfile(text.to_string()));
            });
        })
    };
    let status = match (&*load, &*profile) {
        (ModuleLoad::Failed(why), _) => Some(why.to_string()),
        _ if !wanted => Some(
            "Paste what `kubectl get ns,limitrange,resourcequota,nodes -o yaml` prints for your namespace (nothing leaves this page), or pick an example.".to_string(),
        ),
        (ModuleLoad::NotLoaded | ModuleLoad::Loading, _) => {
            Some("Loading the cluster checks (the first profile of this visit)…".to_string())
        }
        (_, Some(Err(e))) => Some(e.clone()),
        _ if view.is_none() => Some("Spark fails to build the pods: see the problems.".to_string()),
        _ => None,
    };
    html! {
        <div class="cluster">
            <div class="cluster-input">
                <label>{ "Profile " }
                    <select data-testid="cluster-example" onchange={onpick} aria-label="Example cluster profile">
                        <option value="" selected=true>{ "paste your own, or pick an example…" }</option>
                        { for EXAMPLE_PROFILES.iter().map(|(id, title)| html! { <option value={*id}>{ *title }</option> }) }
                    </select>
                </label>
                <textarea class="policy" data-testid="cluster-profile" value={props.profile.clone()} {oninput}
                    spellcheck="false" aria-label="Cluster profile (Kubernetes objects, YAML or JSON)" />
            </div>
            if let Some(s) = status {
                <p class="empty" role="status" data-testid="cluster-status">{ s }</p>
            }
            if let Some(v) = &*view {
                { Html::from_html_unchecked(v.clone()) }
                <div class="cluster-suggest">
                    <button data-testid="cluster-suggest" onclick={suggest}>{ "Suggest executor sizes for these nodes" }</button>
                    if let Some(s) = &*suggestions {
                        { Html::from_html_unchecked(s.clone()) }
                    }
                </div>
            }
        </div>
    }
}
