# Generates the template corpus: one small pod template per quirk (### name headers).
out=[]
def add(name, body):
    out.append((name, body.strip('\n')+'\n'))
CONTAINER="""  containers:
    - name: spark
      image: ignored
"""
forms = {
 # bools
 'true':'true','True':'True','TRUE':'TRUE','yes':'yes','Yes':'Yes','YES':'YES','no':'no','on':'on','On':'On','off':'off','OFF':'OFF','y':'y','Y':'Y','n':'n','N':'N',
 # nulls
 'null':'null','Null':'Null','NULL':'NULL','tilde':'~','empty':'',
 # ints
 'int':'12','plus-int':'+12','minus-int':'-12','zero':'0','leading-zero':'012','octal-0400':'0400','leading-zero-8':'08','hex':'0x1F','hex-upper':'0X1F','octal-0o':'0o17','binary':'0b101','underscore':'1_000','sexagesimal':'1:30','big':'99999999999',
 # floats
 'float-zero-fraction':'8.0','float':'8.5','exp':'1e3','exp-upper':'1E3','exp-fraction':'1.5e1','dot-leading':'.5','dot-trailing':'8.','underscore-float':'1_0.5','inf':'.inf','nan':'.nan',
 # other strings
 'date':'2024-01-01','version':'1.2.3','quoted-int':'"12"','quoted-octal':'"0400"','quoted-octal-0o':'"0o400"','single-quoted-float':"'8.0'",'tag-str':'!!str 12','tag-int':'!!int "12"','tag-float':'!!float 8',
}
targets = {
 'bool': ("""apiVersion: v1
kind: Pod
spec:
  hostNetwork: {v}
"""+CONTAINER),
 'int': ("""apiVersion: v1
kind: Pod
spec:
  containers:
    - name: spark
      image: ignored
      ports:
        - containerPort: {v}
"""),
 'long': ("""apiVersion: v1
kind: Pod
spec:
  terminationGracePeriodSeconds: {v}
"""+CONTAINER),
 'string': ("""apiVersion: v1
kind: Pod
spec:
  priorityClassName: {v}
"""+CONTAINER),
 'map-value': ("""apiVersion: v1
kind: Pod
metadata:
  labels:
    x: {v}
spec:
"""+CONTAINER),
 'quantity': ("""apiVersion: v1
kind: Pod
spec:
  containers:
    - name: spark
      image: ignored
      resources:
        requests:
          cpu: {v}
"""),
 'file-mode': ("""apiVersion: v1
kind: Pod
spec:
  volumes:
    - name: s
      secret:
        secretName: s
        defaultMode: {v}
"""+CONTAINER),
 'int-or-string': ("""apiVersion: v1
kind: Pod
spec:
  containers:
    - name: spark
      image: ignored
      livenessProbe:
        httpGet:
          port: {v}
"""),
}
for t, tpl in targets.items():
    for fname, v in forms.items():
        add(f'{t}--{fname}', tpl.replace('{v}', v))
# structure
add('anchor-alias-map', """apiVersion: v1
kind: Pod
metadata:
  labels: &l
    team: data
spec:
  nodeSelector: *l
"""+CONTAINER)
add('anchor-alias-list-item', """apiVersion: v1
kind: Pod
spec:
  containers:
    - name: spark
      image: ignored
      env:
        - &e
          name: A
          value: a
    - name: sidecar
      image: busybox
      env:
        - *e
""")
add('merge-key-map', """apiVersion: v1
kind: Pod
metadata:
  labels: &l
    team: data
  annotations:
    <<: *l
    owner: me
spec:
"""+CONTAINER)
add('merge-key-object', """apiVersion: v1
kind: Pod
spec:
  containers:
    - &main
      name: spark
      image: ignored
      imagePullPolicy: Always
    - <<: *main
      name: sidecar
""")
add('merge-key-list', """apiVersion: v1
kind: Pod
metadata:
  labels:
    <<: [{a: "1"}, {b: "2"}]
spec:
"""+CONTAINER)
add('two-documents', """apiVersion: v1
kind: Pod
spec:
"""+CONTAINER+"""---
apiVersion: v1
kind: Pod
""")
add('document-end-marker', """apiVersion: v1
kind: Pod
spec:
"""+CONTAINER+"""...
""")
add('leading-document-marker', """---
apiVersion: v1
kind: Pod
spec:
"""+CONTAINER)
add('directive-yaml-1-1', """%YAML 1.1
---
apiVersion: v1
kind: Pod
spec:
"""+CONTAINER)
add('directive-yaml-1-2', """%YAML 1.2
---
apiVersion: v1
kind: Pod
spec:
"""+CONTAINER)
add('flow-style', """{apiVersion: v1, kind: Pod, metadata: {labels: {a: b}}, spec: {containers: [{name: spark, image: ignored, args: [x, "y z"]}]}}""")
add('json', """{"apiVersion": "v1", "kind": "Pod", "spec": {"containers": [{"name": "spark", "image": "ignored"}]}}""")
add('block-scalars', """apiVersion: v1
kind: Pod
metadata:
  annotations:
    literal: |
      a
      b
    folded: >
      c
      d
    keep: |+
      e

    strip: >-
      f
spec:
"""+CONTAINER)
add('quoted-escapes', r"""apiVersion: v1
kind: Pod
metadata:
  annotations:
    dq: "tab\there \u00e9 \x41 \
      continued"
    sq: 'it''s'
spec:
"""+CONTAINER)
add('non-string-keys', """apiVersion: v1
kind: Pod
metadata:
  labels:
    1: a
    true: b
    null: c
    1.5: d
spec:
"""+CONTAINER)
add('duplicate-keys', """apiVersion: v1
kind: Pod
metadata:
  labels:
    a: "1"
    a: "2"
spec:
"""+CONTAINER)
add('unknown-field', """apiVersion: v1
kind: Pod
spec:
  notAField: 1
"""+CONTAINER)
add('wrong-kind', """apiVersion: v1
kind: Service
spec:
"""+CONTAINER)
add('no-kind', """spec:
"""+CONTAINER)
add('empty-document', """# nothing
""")
add('list-for-object', """apiVersion: v1
kind: Pod
spec:
  securityContext: [1, 2]
"""+CONTAINER)
add('scalar-for-list', """apiVersion: v1
kind: Pod
spec:
  containers: spark
""")
add('timestamp', """apiVersion: v1
kind: Pod
metadata:
  creationTimestamp: 2024-01-01T10:00:00Z
spec:
"""+CONTAINER)
add('tabs-indentation', "apiVersion: v1\nkind: Pod\nspec:\n\tcontainers: []\n")
add('crlf-line-ends', "apiVersion: v1\r\nkind: Pod\r\nspec:\r\n  containers:\r\n    - name: spark\r\n      image: ignored\r\n")
add('bom', "\ufeffapiVersion: v1\nkind: Pod\nspec:\n"+CONTAINER)
add('comments-everywhere', """# leading
apiVersion: v1 # trailing
kind: Pod
spec: # here
  containers: # and here
    - name: spark # x
      image: ignored
""")
add('typed-keys', """apiVersion: v1
kind: Pod
metadata:
  labels:
    1: a
    true: b
    1.5: d
    0x1F: e
    012: f
    1e3: g
    yes: h
    "null": i
spec:
"""+CONTAINER)
add('tilde-key', """apiVersion: v1
kind: Pod
metadata:
  labels:
    ~: a
spec:
"""+CONTAINER)
add('json-after-whitespace', """
  {"apiVersion": "v1", "kind": "Pod", "spec": {"containers": [{"name": "spark", "image": "ignored"}]}}""")
add('json-trailing-text', """{"apiVersion": "v1", "kind": "Pod", "spec": {"containers": [{"name": "spark", "image": "ignored"}]}}
# trailing: text""")
add('json-duplicate-keys', """{"apiVersion": "v1", "kind": "Pod", "metadata": {"labels": {"a": "1", "a": "2"}},
 "spec": {"containers": [{"name": "spark", "image": "ignored"}]}}""")
add('json-numbers', """{"apiVersion": "v1", "kind": "Pod", "spec": {"terminationGracePeriodSeconds": 8.5,
 "containers": [{"name": "spark", "image": "ignored", "ports": [{"containerPort": "12"}],
 "resources": {"requests": {"cpu": 1.0, "memory": 1e3}}}]}}""")
add('flow-sequence-document', """[{apiVersion: v1}]""")
add('null-list-item', """apiVersion: v1
kind: Pod
spec:
  containers:
    - name: spark
      image: ignored
      args: [a, null, 3]
""")
add('null-annotation', """apiVersion: v1
kind: Pod
metadata:
  annotations:
    a: null
    b: "kept"
spec:
"""+CONTAINER)
add('empty-file', "")
with open('snippets.txt','w') as f:
    f.write('# Pod templates, one quirk each, for TemplateHarness.java and template_corpus tests.\n'
            '# Generated by: python3 snippets.py (below each `### name` line, the template text).\n')
    for n,b in out:
        f.write(f'### {n}\n{b}')
print(len(out))
