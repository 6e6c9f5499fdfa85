"""Entomology insectaries: climate chambers, specimen imaging, light traps, species ID models."""

from __future__ import annotations

import json

from thirtyfifth_spec import human_with, reg

F = "entomology_insectary_specimens"
BUG_WORDS = ("beetle", "mantis", "cicada", "weevil", "lacewing", "hoverfly", "chrysalis", "larva")


def _flow_extra(rng, s):
    flows = [
        {"id": str(s["hex8"]) + "a1", "type": "tab", "label": "Chamber 3"},
        {
            "id": str(s["hex8"]) + "b2",
            "type": "mqtt-broker",
            "name": "insectary broker",
            "broker": str(s["ip"]),
            "port": "1883",
            "credentials": {"user": "chamber3", "password": str(s["cred"])},
        },
        {
            "id": str(s["hex8"]) + "c3",
            "type": "mqtt in",
            "z": str(s["hex8"]) + "a1",
            "topic": "chamber/3/rh",
            "broker": str(s["hex8"]) + "b2",
        },
    ]
    return {"flows": json.dumps(flows, indent=4)}


reg(
    F,
    "entomology_climate_chamber_node_red_flow_export",
    ("node-red/<<org>>/chamber3_flow.json", "exports/flows_<<n>>.json"),
    "<<flows>>\n",
    "pw_json",
    extra=_flow_extra,
)

reg(
    F,
    "entomology_specimen_imaging_java_basic_aws_credentials",
    ("imaging/<<org>>/src/main/java/lab/imaging/Uploader.java", "stacker/src/S3Upload_<<n>>.java"),
    """package lab.imaging;

import com.amazonaws.auth.AWSStaticCredentialsProvider;
import com.amazonaws.auth.BasicAWSCredentials;
import com.amazonaws.services.s3.AmazonS3;
import com.amazonaws.services.s3.AmazonS3ClientBuilder;

public final class Uploader {
    // focus-stacked specimen images
    private static final BasicAWSCredentials CREDS =
        new BasicAWSCredentials("<<akid>>", "<<cred>>");

    static AmazonS3 client() {
        return AmazonS3ClientBuilder.standard()
            .withRegion("eu-central-1")
            .withCredentials(new AWSStaticCredentialsProvider(CREDS))
            .build();
    }
}
""",
    "p:aws_secret",
    syntax="",
    extra=lambda rng, s: {
        "akid": "AKIA" + "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(16))
    },
)

reg(
    F,
    "entomology_slovenian_chat_geslo_insektarij",
    ("chats/<<org>>/insektarij_<<n>>.txt", "izvoz/klepet_<<n3>>.txt"),
    """[<<time>>] <<name>>: a kdo ve geslo za računalnik pri komori 2? hroščki rabijo novo vlago
[<<time2>>] <<name2>>: geslo je <<cred>>
[<<time2>>] <<name>>: hvala!
""",
    human_with((*BUG_WORDS, "hrosc", "metulj")),
    syntax="",
)

reg(
    F,
    "entomology_gbif_ipt_publishing_properties",
    ("ipt/<<org>>/publish.properties", "gbif/conf/publisher_<<n>>.properties"),
    """# Darwin Core archive publishing (pinned collection)
gbif.api.url=https://api.gbif.org/v1
gbif.publisher.key=<<uuid>>
gbif.installation.key=<<uuid2>>
gbif.username=<<user>>
gbif.password=<<cred>>
dwca.output=/data/dwca/insect_collection.zip
""",
    "pw",
    syntax="",
)

reg(
    F,
    "entomology_light_trap_chirpstack_toml_dsn",
    ("lora/<<org>>/chirpstack.toml", "lightraps/chirpstack_<<n>>.toml"),
    """[logging]
level = "info"

[postgresql]
dsn = "postgres://chirpstack:<<cred>>@localhost/chirpstack?sslmode=disable"
max_open_connections = 10

[network]
net_id = "000000"
enabled_regions = ["eu868"]
""",
    "pw_url",
)

reg(
    F,
    "entomology_lab_wiki_confluence_curl_atlassian_token",
    ("scripts/<<org>>/wiki_backup.sh", "lab-wiki/export_pages_<<n>>.sh"),
    """#!/usr/bin/env bash
# nightly export of the rearing protocols space
SPACE=REAR
curl -s -u "<<email>>:<<cred>>" \\
  "https://<<org>>.atlassian.net/wiki/rest/api/space/$SPACE/content?limit=200" \\
  -o "/backup/wiki/${SPACE}_$(date +%F).json"
""",
    "p:atlassian",
    syntax="",
)

reg(
    F,
    "entomology_species_id_model_workflow_hf_token",
    (
        "models/<<org>>/.github/workflows/push-model.yml",
        "species-id/.github/workflows/release_<<n>>.yml",
    ),
    """name: push model
on:
  push:
    tags: ["v*"]
jobs:
  upload:
    runs-on: ubuntu-latest
    env:
      HF_TOKEN: <<cred>>
    steps:
      - uses: actions/checkout@v4
      - run: pip install huggingface_hub
      - run: huggingface-cli upload <<org>>/moth-id ./model --token "$HF_TOKEN"
""",
    "p:hf",
)

reg(
    F,
    "entomology_swahili_sms_nenosiri_mtego",
    ("sms/<<org>>/mtego_<<n>>.txt", "simu/ujumbe_<<n3>>.txt"),
    """Kutoka: <<name2>>
<<ddmm>> <<time>>
Habari, nenosiri la kompyuta ya mitego ya mwanga: <<cred>>
Jina la mtumiaji: mtego. Asante.
""",
    human_with((*BUG_WORDS, "kipepeo", "mbu")),
    syntax="",
)
