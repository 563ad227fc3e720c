//! `SparkPod`: a pod and, held apart from it, the Spark container that steps configure.
//!
//! Spark keeps its container outside `spec.containers` while building and appends it last when
//! the pod is created, so template side-cars come first.

use k8s_openapi::api::core::v1::{Container, EnvVar, Pod, PodSpec, Volume, VolumeMount};

/// A pod being built and the Spark container (not yet in `spec.containers`). Both boxed: a
/// `Pod` is 2.5 KB and a `Container` 2.3 KB, and every feature step takes the pod and gives it
/// back, so unboxed each step copied about 10 KB and held several copies in its stack frame.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SparkPod {
    pub pod: Box<Pod>,
    pub container: Box<Container>,
}

impl SparkPod {
    /// Spark's `SparkPod.initialPod()`: empty metadata and spec, an empty container.
    pub fn initial() -> Self {
        SparkPod {
            pod: Box::new(Pod {
                metadata: Default::default(),
                spec: Some(PodSpec::default()),
                status: None,
            }),
            container: Box::default(),
        }
    }

    /// The pod spec, created when missing.
    pub fn spec_mut(&mut self) -> &mut PodSpec {
        self.spec_and_container_mut().0
    }

    /// [`Self::spec_mut`] and the Spark container at once (a step filling the pod's volumes
    /// and the container's mounts side by side).
    pub fn spec_and_container_mut(&mut self) -> (&mut PodSpec, &mut Container) {
        (
            self.pod.spec.get_or_insert_with(PodSpec::default),
            &mut self.container,
        )
    }

    /// The pod as the API server receives it: the Spark container appended to the others.
    pub fn assembled(&self) -> Pod {
        self.clone().into_assembled()
    }

    /// [`Self::assembled`], taking the pod rather than copying it.
    pub fn into_assembled(self) -> Pod {
        let SparkPod { mut pod, container } = self;
        pod.spec
            .get_or_insert_with(PodSpec::default)
            .containers
            .push(*container);
        *pod
    }

    /// `f` on the pod as [`Self::assembled`] gives it, assembled in place rather than copied
    /// (the document writes each pod this way); the pod is as it was after.
    pub fn with_assembled<R>(&mut self, f: impl FnOnce(&Pod) -> R) -> R {
        let had_spec = self.pod.spec.is_some();
        self.pod
            .spec
            .get_or_insert_with(PodSpec::default)
            .containers
            .push(std::mem::take(&mut *self.container));
        let out = f(&self.pod);
        if let Some(container) = self.pod.spec.as_mut().and_then(|s| s.containers.pop()) {
            *self.container = container;
        }
        if !had_spec {
            self.pod.spec = None;
        }
        out
    }

    /// Add a pod volume and mount it into the Spark container at `mount_path`.
    pub fn add_mounted_volume(&mut self, volume: Volume, mount_path: &str, sub_path: Option<&str>) {
        let mount = VolumeMount {
            name: volume.name.clone(),
            mount_path: mount_path.to_string(),
            sub_path: sub_path.map(str::to_string),
            ..Default::default()
        };
        self.spec_mut()
            .volumes
            .get_or_insert_with(Vec::new)
            .push(volume);
        self.container
            .volume_mounts
            .get_or_insert_with(Vec::new)
            .push(mount);
    }

    /// Append env vars to the Spark container (nothing is created for an empty list).
    pub fn add_env(&mut self, vars: impl IntoIterator<Item = EnvVar>) {
        let mut vars = vars.into_iter().peekable();
        if vars.peek().is_some() {
            self.container.env.get_or_insert_with(Vec::new).extend(vars);
        }
    }
}
