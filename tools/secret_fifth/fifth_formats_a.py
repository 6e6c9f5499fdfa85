# ruff: noqa: E501
"""Fifth corpus formats, part A: research_compute_jobs, firmware_device_builds."""

from __future__ import annotations

import base64
import json
import random

from fifth_corpus import SYM_SH, Ctx, Out, an, fill, fmt, hx, pick, pw

F_RES = "research_compute_jobs"
F_FW = "firmware_device_builds"
SYM_ARG = "-_.+@%"  # no quotes, spaces, commas or shell metacharacters


def _proj(rng: random.Random) -> str:
    return pick(
        rng, "cryoem", "scrnaseq", "climate-ds", "protfold", "lidar-seg", "wgs-trio", "ocean-ens"
    )


# --------------------------------------------------------------------------- research_compute_jobs


@fmt(F_RES, "slurm_sbatch_export_mlflow_tracking_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    proj = _proj(rng)
    secret = pw(rng, sym=SYM_SH)
    text = fill(
        """
        #!/bin/bash
        #SBATCH --job-name=<<proj>>-sweep
        #SBATCH --partition=gpu
        #SBATCH --gres=gpu:a100:<<ngpu>>
        #SBATCH --time=<<hours>>:00:00
        #SBATCH --mem=64G
        #SBATCH --array=0-<<arr>>
        #SBATCH --output=logs/%x-%A_%a.out

        module load cuda/12.2 python/3.11
        source "$HOME/venvs/<<proj>>/bin/activate"

        export MLFLOW_TRACKING_URI=https://mlflow.<<domain>>
        export MLFLOW_TRACKING_USERNAME=<<user>>
        export MLFLOW_TRACKING_PASSWORD='<<pw>>'
        export MLFLOW_EXPERIMENT_NAME=<<proj>>-sweep

        srun python train.py --config configs/<<proj>>.yaml --seed "$SLURM_ARRAY_TASK_ID"
        """,
        proj=proj,
        ngpu=str(rng.choice([1, 2, 4])),
        hours=str(rng.randint(2, 48)),
        arr=str(rng.randint(3, 31)),
        domain=c.domain,
        user=c.user,
        pw=secret,
    )
    return Out(
        pick(
            rng,
            f"jobs/train_{proj}.sbatch",
            "hpc/slurm/finetune.sh",
            "scripts/submit_sweep.sbatch",
            f"cluster/{c.user}/sweep.slurm",
        ),
        text,
        secret,
    )


@fmt(F_RES, "pbs_qsub_script_iinit_irods_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    proj = _proj(rng)
    secret = pw(rng, sym=SYM_SH)
    zone = pick(rng, "archiveZone", "labZone", "tempZone", c.org + "Zone")
    run = f"run{rng.randint(100, 999)}"
    text = fill(
        """
        #!/bin/bash
        #PBS -N stage_<<proj>>
        #PBS -l select=1:ncpus=8:mem=32gb
        #PBS -l walltime=04:00:00
        #PBS -q workq
        #PBS -j oe

        cd "$PBS_O_WORKDIR"
        module load irods-icommands

        # iRODS session for the archive zone (irods_environment.json sits in ~/.irods)
        echo "<<pw>>" | iinit
        iget -r -K /<<zone>>/home/<<user>>/runs/<<run>> ./input/
        ./bin/pipeline --threads 8 --in input/ --out results/
        iput -r -K results /<<zone>>/home/<<user>>/results/<<run>>
        iexit full
        """,
        proj=proj,
        pw=secret,
        zone=zone,
        user=c.user,
        run=run,
    )
    return Out(
        pick(rng, f"pbs/stage_{proj}.pbs", "jobs/irods_stage.sh", f"hpc/{c.user}/pull_{run}.pbs"),
        text,
        secret,
    )


@fmt(F_RES, "htcondor_submit_environment_db_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_ARG)
    n = str(rng.randint(10, 400))
    text = fill(
        """
        # HTCondor submit description: feature extraction for <<proj>>
        universe                = vanilla
        executable              = run_extract.sh
        arguments               = $(Process) <<n>>
        request_cpus            = 4
        request_memory          = 8GB
        request_disk            = 20GB
        environment             = "PGHOST=<<host>> PGUSER=<<user>> PGPASSWORD=<<pw>> PGDATABASE=<<db>>"
        should_transfer_files   = YES
        when_to_transfer_output = ON_EXIT
        transfer_input_files    = extract.py, models/
        output                  = out/extract.$(Cluster).$(Process).out
        error                   = out/extract.$(Cluster).$(Process).err
        log                     = out/extract.$(Cluster).log
        queue <<n>>
        """,
        proj=_proj(rng),
        n=n,
        host=c.host("pg"),
        user=c.svc,
        pw=secret,
        db=pick(rng, "features", "observations", "catalog"),
    )
    return Out(
        pick(rng, "condor/extract.sub", "submit/features.submit", f"htc/{c.user}/extract.sub"),
        text,
        secret,
    )


@fmt(F_RES, "nextflow_config_tower_access_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    raw = f'{{"tid": {rng.randint(1000, 99999)}}}.{hx(rng, 40)}'
    token = base64.b64encode(raw.encode()).decode()
    text = fill(
        """
        // nextflow.config for the <<proj>> pipeline on the <<org>> cluster
        params {
            outdir = 's3://<<org>>-nf/results'
            genome = 'GRCh38'
            max_cpus = 32
        }

        process {
            executor       = 'slurm'
            queue          = 'compute'
            clusterOptions = '--account=<<acct>>'
        }

        singularity {
            enabled    = true
            autoMounts = true
        }

        tower {
            enabled     = true
            accessToken = '<<tok>>'
            workspaceId = '<<ws>>'
            endpoint    = 'https://tower.<<domain>>/api'
        }
        """,
        proj=_proj(rng),
        org=c.org,
        acct=f"{c.org}-{rng.randint(100, 999)}",
        tok=token,
        ws=str(rng.randint(10**13, 10**14)),
        domain=c.domain,
    )
    return Out(
        pick(rng, "nextflow.config", "conf/cluster.config", f"pipelines/{c.slug}/nextflow.config"),
        text,
        token,
    )


@fmt(F_RES, "snakemake_ftp_remote_provider_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="-_.+@%#")
    run = f"{c.year}{c.month:02d}{c.day:02d}_NB{rng.randint(500000, 599999)}"
    text = fill(
        """
        # Snakefile -- pulls raw reads from the sequencing core's FTP
        from snakemake.remote.FTP import RemoteProvider as FTPRemoteProvider

        FTP = FTPRemoteProvider(username="<<user>>", password="<<pw>>")
        SAMPLES = ["S1", "S2", "S3", "S4"]


        rule all:
            input:
                expand("qc/{sample}_fastqc.html", sample=SAMPLES),


        rule fetch:
            input:
                FTP.remote("ftp.<<domain>>/runs/<<run>>/{sample}.fastq.gz", keep_local=True),
            output:
                "raw/{sample}.fastq.gz",
            shell:
                "mv {input} {output}"


        rule fastqc:
            input:
                "raw/{sample}.fastq.gz",
            output:
                "qc/{sample}_fastqc.html",
            shell:
                "fastqc -o qc {input}"
        """,
        user=f"{c.org}_lab",
        pw=secret,
        domain=c.domain,
        run=run,
    )
    return Out(
        pick(rng, "Snakefile", "workflow/Snakefile", f"pipelines/{c.slug}/Snakefile"), text, secret
    )


@fmt(F_RES, "bioblend_galaxy_instance_key_kwarg")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = hx(rng, 32)
    text = fill(
        """
        \"\"\"Upload run outputs to the lab's Galaxy and start the variant-calling workflow.\"\"\"

        from bioblend.galaxy import GalaxyInstance

        GALAXY_URL = "https://galaxy.<<domain>>"
        gi = GalaxyInstance(url=GALAXY_URL, key="<<key>>")

        history = gi.histories.create_history(name="<<run>>")
        for path in ("reads_R1.fastq.gz", "reads_R2.fastq.gz"):
            gi.tools.upload_file(path, history["id"])

        wf = gi.workflows.get_workflows(name="<<wf>>")[0]
        gi.workflows.invoke_workflow(wf["id"], history_id=history["id"])
        """,
        domain=c.domain,
        key=key,
        run=f"run-{c.date}",
        wf=pick(rng, "GATK4 germline", "nf-core sarek", "freebayes-trio"),
    )
    return Out(
        pick(
            rng,
            "scripts/galaxy_submit.py",
            "tools/push_to_galaxy.py",
            f"analysis/{c.user}/galaxy_run.py",
        ),
        text,
        key,
    )


@fmt(F_RES, "biopython_entrez_api_key_assignment")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = hx(rng, 36)
    text = fill(
        """
        from Bio import Entrez, SeqIO

        Entrez.email = "<<email>>"
        Entrez.api_key = "<<key>>"

        handle = Entrez.esearch(db="nucleotide", term="<<term>>[Organism] AND complete genome", retmax=200)
        ids = Entrez.read(handle)["IdList"]
        handle.close()

        with Entrez.efetch(db="nucleotide", id=",".join(ids), rettype="gb", retmode="text") as fh:
            records = list(SeqIO.parse(fh, "genbank"))
        print(len(records), "records")
        """,
        email=c.email,
        key=key,
        term=pick(rng, "Vibrio cholerae", "Pseudomonas putida", "Bacillus subtilis"),
    )
    return Out(
        pick(
            rng, "fetch_genomes.py", "scripts/ncbi_fetch.py", f"notebooks/{c.user}/entrez_pull.py"
        ),
        text,
        key,
    )


@fmt(F_RES, "ecmwfapirc_json_url_key_email")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = hx(rng, 32)
    text = (
        json.dumps({"url": "https://api.ecmwf.int/v1", "key": key, "email": c.email}, indent=4)
        + "\n"
    )
    return Out(
        pick(rng, ".ecmwfapirc", f"home/{c.user}/.ecmwfapirc", "config/ecmwfapirc.json"),
        text,
        key,
        "json",
    )


@fmt(F_RES, "zenodo_deposit_requests_params_access_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = an(rng, 60)
    text = fill(
        """
        import requests

        ACCESS_TOKEN = "<<tok>>"
        BASE = "https://zenodo.org/api"

        r = requests.post(f"{BASE}/deposit/depositions", params={"access_token": ACCESS_TOKEN}, json={})
        r.raise_for_status()
        dep = r.json()
        bucket = dep["links"]["bucket"]

        with open("<<archive>>", "rb") as fp:
            requests.put(f"{bucket}/<<archive>>", data=fp, params={"access_token": ACCESS_TOKEN})

        meta = {"metadata": {"title": "<<title>>", "upload_type": "dataset", "creators": [{"name": "<<name>>"}]}}
        requests.put(f"{BASE}/deposit/depositions/{dep['id']}", params={"access_token": ACCESS_TOKEN}, json=meta)
        """,
        tok=token,
        archive=pick(rng, "simulations.tar.gz", "raw_spectra.zip", "trajectories.h5"),
        title=pick(rng, "Ensemble runs v2", "Spectra for the 2025 campaign", "MD trajectories"),
        name=f"{c.last.capitalize()}, {c.user.capitalize()}",
    )
    return Out(
        pick(rng, "release/upload_zenodo.py", "scripts/zenodo_publish.py", "tools/deposit.py"),
        text,
        token,
    )


@fmt(F_RES, "materials_project_mprester_positional_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = an(rng, 32)
    text = fill(
        """
        from mp_api.client import MPRester
        import pandas as pd

        with MPRester("<<key>>") as mpr:
            docs = mpr.materials.summary.search(
                elements=["<<a>>", "O"], band_gap=(0.5, 3.0), fields=["material_id", "formula_pretty", "band_gap"]
            )

        df = pd.DataFrame([{"id": d.material_id, "formula": d.formula_pretty, "gap": d.band_gap} for d in docs])
        df.to_csv("data/<<a>>_oxides.csv", index=False)
        """,
        key=key,
        a=pick(rng, "Li", "Fe", "Mn", "Co", "Ti"),
    )
    return Out(
        pick(rng, "screening/query_mp.py", "scripts/fetch_mp.py", f"users/{c.user}/mp_pull.py"),
        text,
        key,
    )
