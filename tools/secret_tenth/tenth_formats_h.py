# ruff: noqa: E501 (embedded files keep their real long lines)
"""distributed_storage_ha_clusters: Ceph, SeaweedFS, JuiceFS, Garage, MooseFS, Swift, DRBD,
Pacemaker."""

from __future__ import annotations

import base64
import random
import struct

from tenth_corpus import (
    ALNUM,
    DIGITS,
    SYM_INI,
    SYM_XML,
    UPPER,
    Ctx,
    Out,
    an,
    b64,
    epoch,
    fill,
    fmt,
    hx,
    pick,
    pw,
    rbytes,
    words_pw,
)

FAM = "distributed_storage_ha_clusters"


def cephx_key(rng: random.Random) -> str:
    raw = struct.pack("<HIIH", 1, epoch(rng), rng.randrange(10**9), 16) + rbytes(rng, 16)
    return base64.b64encode(raw).decode()


@fmt(FAM, "ceph_client_keyring_section_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = cephx_key(rng)
    client = pick(rng, "admin", "rbd-k8s", "backup", f"{c.short}-cephfs")
    caps = pick(
        rng,
        '<<TAB>>caps mds = "allow *"\n<<TAB>>caps mgr = "allow *"\n<<TAB>>caps mon = "allow *"\n'
        '<<TAB>>caps osd = "allow *"\n',
        '<<TAB>>caps mon = "profile rbd"\n<<TAB>>caps osd = "profile rbd pool=kube"\n',
    )
    text = fill(f"[client.{client}]\n<<TAB>>key = {key}\n" + caps)
    path = pick(
        rng,
        f"etc/ceph/ceph.client.{client}.keyring",
        f"ansible/fetch/ceph.client.{client}.keyring",
        f"ceph/{c.short}/ceph.client.{client}.keyring",
    )
    return Out(path, text, key, "")


@fmt(FAM, "ceph_fstab_kernel_mount_secret_option")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = cephx_key(rng)
    mons = ",".join(f"{c.ip()}:6789" for _ in range(3))
    text = fill(
        """
        # /etc/fstab: static file system information.
        UUID=<<u1>> /               ext4    errors=remount-ro 0       1
        UUID=<<u2>> /boot/efi       vfat    umask=0077      0       1
        /swap.img       none            swap    sw              0       0
        <<mons>>:/ /mnt/cephfs ceph name=<<name>>,secret=<<key>>,noatime,_netdev 0 2
        """,
        u1=f"{hx(rng, 8)}-{hx(rng, 4)}-{hx(rng, 4)}-{hx(rng, 4)}-{hx(rng, 12)}",
        u2=f"{hx(rng, 4, True)}-{hx(rng, 4, True)}",
        mons=mons,
        name=pick(rng, "backup", "media", c.short),
        key=key,
    )
    path = pick(rng, "etc/fstab", f"hosts/{c.short}-nas/etc/fstab", "backup/fstab.bak")
    return Out(path, text, key)


@fmt(FAM, "seaweedfs_security_toml_jwt_signing_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = b64(rng, 32)
    text = fill(
        """
        # Put this file to one of the location, with descending priority
        #    ./security.toml
        #    $HOME/.seaweedfs/security.toml
        #    /etc/seaweedfs/security.toml

        [jwt.signing]
        key = "<<key>>"
        expires_after_seconds = 10

        [jwt.signing.read]
        key = ""
        expires_after_seconds = 10

        [grpc]
        ca = "/etc/seaweedfs/tls/ca.crt"

        [grpc.volume]
        cert = "/etc/seaweedfs/tls/volume.crt"
        key = "/etc/seaweedfs/tls/volume.key"
        """,
        key=key,
    )
    path = pick(
        rng,
        "etc/seaweedfs/security.toml",
        f"seaweedfs/{c.short}/security.toml",
        "docker/seaweed/security.toml",
    )
    return Out(path, text, key)


@fmt(FAM, "juicefs_format_script_secret_key_flag")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = an(rng, 40, ALNUM + "+/")
    text = fill(
        """
        #!/usr/bin/env bash
        # one-time: create the <<name>> volume
        set -euo pipefail

        juicefs format \\
          --storage s3 \\
          --bucket https://<<short>>-juicefs.s3.<<region>>.amazonaws.com \\
          --access-key <<kid>> \\
          --secret-key '<<secret>>' \\
          --trash-days 7 \\
          "redis://:<<redis>>@<<ip>>:6379/1" \\
          <<name>>

        juicefs mount -d "redis://:<<redis>>@<<ip>>:6379/1" /jfs
        """,
        name=pick(rng, "myjfs", f"{c.short}fs", "shared"),
        short=c.short,
        region=pick(rng, "eu-west-1", "us-east-1", "eu-north-1"),
        kid="AKIA" + an(rng, 16, UPPER + DIGITS),
        secret=secret,
        redis=pw(rng, sym=""),
        ip=c.ip(),
    )
    path = pick(rng, "scripts/juicefs-format.sh", f"ops/{c.short}/jfs_init.sh", "juicefs/setup.sh")
    return Out(path, text, secret)


@fmt(FAM, "garage_toml_rpc_secret_hex")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = hx(rng, 64)
    text = fill(
        """
        metadata_dir = "/var/lib/garage/meta"
        data_dir = "/var/lib/garage/data"
        db_engine = "lmdb"

        replication_factor = 3

        rpc_bind_addr = "[::]:3901"
        rpc_public_addr = "<<ip>>:3901"
        rpc_secret = "<<secret>>"

        [s3_api]
        s3_region = "garage"
        api_bind_addr = "[::]:3900"
        root_domain = ".s3.<<domain>>"

        [s3_web]
        bind_addr = "[::]:3902"
        root_domain = ".web.<<domain>>"
        index = "index.html"

        [admin]
        api_bind_addr = "[::]:3903"
        admin_token = "<<adm>>"
        """,
        ip=c.ip(),
        secret=secret,
        domain=c.domain,
        adm=b64(rng, 32),
    )
    path = pick(rng, "etc/garage.toml", f"garage/{c.short}/garage.toml", "nix/garage/garage.toml")
    return Out(path, text, secret)


@fmt(FAM, "moosefs_mfsexports_cfg_password_option")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="!@$%^&*()-_+=.~")
    text = fill(
        """
        # Allow everything but "meta".
        *                       /       rw,alldirs,admin,maproot=0:0
        <<net>>/24           /       rw,alldirs,maproot=0,password=<<secret>>
        <<net>>/24           /backup ro,alldirs,maproot=0
        # Allow "meta".
        *                       .       rw
        """,
        net=".".join(c.ip().split(".")[:3]) + ".0",
        secret=secret,
    )
    path = pick(
        rng,
        "etc/mfs/mfsexports.cfg",
        f"moosefs/{c.short}/mfsexports.cfg",
        "etc/mfs/mfsexports.cfg.bak",
    )
    return Out(path, text, secret)


@fmt(FAM, "swift_proxy_server_conf_tempauth_user_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_INI)
    acct = pick(rng, "backup", "media", c.short[:10])
    text = fill(
        """
        [DEFAULT]
        bind_port = 8080
        workers = 4
        user = swift

        [pipeline:main]
        pipeline = catch_errors gatekeeper healthcheck proxy-logging cache tempauth proxy-logging proxy-server

        [app:proxy-server]
        use = egg:swift#proxy
        account_autocreate = true

        [filter:tempauth]
        use = egg:swift#tempauth
        user_admin_admin = <<adm>> .admin .reseller_admin
        user_<<acct>>_uploader = <<secret>> .admin
        token_life = 86400

        [filter:cache]
        use = egg:swift#memcache
        memcache_servers = 127.0.0.1:11211
        """,
        adm=pw(rng, sym=""),
        acct=acct,
        secret=secret,
    )
    path = pick(
        rng,
        "etc/swift/proxy-server.conf",
        f"swift/{c.short}/proxy-server.conf",
        "etc/swift/proxy-server/proxy-server.conf",
    )
    return Out(path, text, secret, "ini")


@fmt(FAM, "drbd_resource_net_shared_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pick(rng, pw(rng, sym=SYM_XML.replace(";", "")), words_pw(rng))
    res = pick(rng, "r0", "data", f"{c.short}-vm")
    text = fill(
        """
        resource <<res>> {
          protocol C;
          net {
            cram-hmac-alg sha1;
            shared-secret "<<secret>>";
            after-sb-0pri discard-zero-changes;
            after-sb-1pri discard-secondary;
          }
          disk {
            resync-rate 100M;
          }
          on <<n1>> {
            device    /dev/drbd0;
            disk      /dev/vg0/<<res>>;
            address   <<ip1>>:7789;
            meta-disk internal;
          }
          on <<n2>> {
            device    /dev/drbd0;
            disk      /dev/vg0/<<res>>;
            address   <<ip2>>:7789;
            meta-disk internal;
          }
        }
        """,
        res=res,
        secret=secret,
        n1=f"{c.short}-ha1",
        n2=f"{c.short}-ha2",
        ip1=c.ip(),
        ip2=c.ip(),
    )
    path = pick(rng, f"etc/drbd.d/{res}.res", f"roles/drbd/files/{res}.res", "drbd/resource.res")
    return Out(path, text, secret)


@fmt(FAM, "pcs_host_auth_hacluster_password_bootstrap")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="@#%^&*()[]{}<>;,.?-_+=~")
    n1, n2 = f"{c.short}-node1", f"{c.short}-node2"
    text = fill(
        """
        #!/bin/bash
        # Pacemaker/Corosync bootstrap, run on <<n1>> only
        set -e
        for h in <<n1>> <<n2>>; do
          ssh root@$h "dnf -y install pcs pacemaker fence-agents-all && systemctl enable --now pcsd && echo 'hacluster:<<secret>>' | chpasswd"
        done
        pcs host auth <<n1>> <<n2>> -u hacluster -p '<<secret>>'
        pcs cluster setup <<short>>_cluster <<n1>> <<n2>> --start --enable
        pcs property set stonith-enabled=false
        pcs resource create vip ocf:heartbeat:IPaddr2 ip=<<vip>> cidr_netmask=24 op monitor interval=30s
        """,
        n1=n1,
        n2=n2,
        secret=secret,
        short=c.short,
        vip=c.ip(),
    )
    path = pick(
        rng, "ha/bootstrap-cluster.sh", f"scripts/{c.short}_pcs_setup.sh", "pacemaker/setup.sh"
    )
    return Out(path, text, secret)
