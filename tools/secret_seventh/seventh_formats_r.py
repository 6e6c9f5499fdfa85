"""Quantum and HPC cloud SDKs: Qiskit IBM, D-Wave, IonQ, Rigetti QCS, Strawberry Fields,
Quantum Inspire, Rescale, Lambda Cloud, Vast.ai."""

from __future__ import annotations

import json
import random

from seventh_corpus import Ctx, Out, an, b64, fill, fmt, hx, pick

FAM = "quantum_hpc_cloud_sdks"


@fmt(FAM, "qiskit_ibm_json_saved_account_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = hx(rng, 128)
    conf = {
        "default-ibm-quantum": {
            "channel": "ibm_quantum",
            "token": tok,
            "url": "https://auth.quantum-computing.ibm.com/api",
            "instance": f"ibm-q-{c.slug}/main/{pick(rng, 'research', 'default', 'course')}",
            "verify": True,
        }
    }
    path = pick(
        rng, ".qiskit/qiskit-ibm.json", f"home/{c.user}/.qiskit/qiskit-ibm.json", "qiskit-ibm.json"
    )
    return Out(path, json.dumps(conf, indent=4) + "\n", tok)


@fmt(FAM, "dwave_conf_profile_token_line")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = f"{an(rng, 3, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')}-{hx(rng, 40)}"
    text = fill(
        """
        [defaults]
        endpoint = https://na-west-1.cloud.dwavesys.com/sapi/v2/
        client = base

        [<<prof>>]
        client = qpu
        solver = {"topology__type": "pegasus"}
        token = <<tok>>
        """,
        prof=pick(rng, "prod", c.slug, "lab"),
        tok=tok,
    )
    path = pick(rng, ".config/dwave/dwave.conf", "dwave.conf", f"{c.slug}-anneal/dwave.conf")
    return Out(path, text, tok, "ini")


@fmt(FAM, "ionq_api_key_authorization_apikey_scheme_curl")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = an(rng, 32)
    text = fill(
        """
        #!/bin/sh
        # submit the bell-state circuit to the IonQ simulator
        curl -s -X POST "https://api.ionq.co/v0.3/jobs" \\
          -H "Authorization: apiKey <<key>>" \\
          -H "Content-Type: application/json" \\
          -d @circuits/bell.json | tee "runs/$(date +%s).json"
        """,
        key=key,
    )
    path = pick(rng, "submit_bell.sh", "ionq/run.sh", f"{c.slug}-qc/ionq_submit.sh")
    return Out(path, text, key)


@fmt(FAM, "rigetti_qcs_secrets_toml_refresh_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = b64(rng, 32, url=True, pad=False)
    text = fill(
        """
        [credentials]
        [credentials.default]
        [credentials.default.token_payload]
        refresh_token = "<<tok>>"
        token_type = "Bearer"
        scope = "openid offline_access"
        expires_in = 3600
        updated_at = "<<date>>T<<time>>Z"
        """,
        tok=tok,
        date=c.date,
        time=c.time,
    )
    path = pick(rng, ".qcs/secrets.toml", f"home/{c.user}/.qcs/secrets.toml", "qcs/secrets.toml")
    return Out(path, text, tok)


@fmt(FAM, "strawberryfields_config_toml_api_authentication_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = b64(rng, 36, url=True, pad=False)
    text = fill(
        """
        [api]
        authentication_token = "<<tok>>"
        hostname = "platform.strawberryfields.ai"
        use_ssl = true
        port = 443
        """,
        tok=tok,
    )
    path = pick(
        rng,
        ".config/strawberryfields/config.toml",
        "config.toml",
        f"{c.slug}-photonics/config.toml",
    )
    return Out(path, text, tok)


@fmt(FAM, "quantum_inspire_rc_json_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = hx(rng, 40)
    data = {"token": tok}
    path = pick(rng, ".quantuminspirerc", f"home/{c.user}/.quantuminspirerc", "qi/quantuminspirerc")
    return Out(path, json.dumps(data) + "\n", tok, "json")


@fmt(FAM, "rescale_api_token_header_python")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = hx(rng, 40)
    text = fill(
        """
        import requests

        RESCALE = "https://platform.rescale.com/api/v2"
        HEADERS = {"Authorization": "Token <<tok>>"}


        def submit(job_id: str) -> None:
            r = requests.post(f"{RESCALE}/jobs/{job_id}/submit/", headers=HEADERS, timeout=30)
            r.raise_for_status()


        def status(job_id: str) -> str:
            r = requests.get(f"{RESCALE}/jobs/{job_id}/statuses/", headers=HEADERS, timeout=30)
            return r.json()["results"][0]["status"]
        """,
        tok=tok,
    )
    path = pick(rng, "cfd/rescale_submit.py", "hpc/rescale.py", f"{c.slug}_sim/rescale.py")
    return Out(path, text, tok)


@fmt(FAM, "lambda_cloud_api_key_launch_instance_script")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = f"secret_{c.slug}-train_{hx(rng, 32)}.{an(rng, 32)}"
    text = fill(
        """
        #!/usr/bin/env bash
        set -euo pipefail
        LAMBDA_API_KEY=<<key>>
        curl -fsS -u "$LAMBDA_API_KEY:" \\
          https://cloud.lambdalabs.com/api/v1/instance-operations/launch \\
          -H "Content-Type: application/json" \\
          -d '{"region_name":"us-east-1","instance_type_name":"gpu_1x_a100_sxm4",<<+>>
        "ssh_key_names":["<<user>>"],"quantity":1}'
        """,
        key=key,
        user=c.user,
    )
    path = pick(rng, "scripts/launch_gpu.sh", "train/lambda_up.sh", f"{c.slug}-ml/launch.sh")
    return Out(path, text, key)


@fmt(FAM, "vastai_api_key_file_plain")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = hx(rng, 64)
    path = pick(
        rng, ".vast_api_key", f"home/{c.user}/.vast_api_key", f"{c.slug}-render/.vast_api_key"
    )
    return Out(path, key + "\n", key)
